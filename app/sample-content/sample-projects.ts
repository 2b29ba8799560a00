/**
 * The four sample projects offered by "Add Sample Projects + Blogs" (spec §2, §7). Images are drawn
 * by code: `pictures[0]` becomes the banner image and all pictures form the gallery.
 */
import type { ProjectInput } from "../domain/projects/project.ts";
import type { SampleDrawing } from "./painter/drawings.ts";

export type SampleProject = Omit<ProjectInput, "bannerImage" | "images"> & {
  status: string;
  pictures: SampleDrawing[];
};

export const sampleProjects: SampleProject[] = [
  {
    name: "Green Meadows Oragadam",
    location: "Oragadam, near Sriperumbudur, Chennai",
    priceRange: "₹18 L - ₹42 L",
    plotSizes: "800 - 2400 sq.ft",
    status: "Available",
    totalPlots: 180,
    soldPlots: 96,
    description:
      "A DTCP approved gated layout just off the Vandalur - Wallajabad Road, in the heart of the Oragadam - Sriperumbudur industrial belt. Wide blacktop roads, a landscaped park with a pond and a walking track, and plots in a range of sizes make it suited both to building a home now and to holding land for the long term. Every plot comes with clear title documents and is ready for registration.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "Bank Loan Available",
      "40 Feet Road",
      "East Facing Plots",
      "Ready for Registration",
    ],
    amenities: [
      "Gated Community",
      "24/7 Security",
      "CCTV Surveillance",
      "Compound Wall",
      "Blacktop Roads",
      "Solar Street Lights",
      "Children's Play Area",
      "Rainwater Harvesting",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Vandalur - Wallajabad Road", distance: "1 km", type: "Main Road" },
      { name: "Padappai Bus Stand", distance: "6 km", type: "Bus Stand" },
      { name: "Schools and colleges at Padappai", distance: "6 km", type: "Education" },
      { name: "Sriperumbudur", distance: "14 km", type: "Main Road" },
      { name: "Tambaram Railway Station", distance: "24 km", type: "Railway Station" },
      { name: "Chennai International Airport", distance: "32 km", type: "Airport" },
    ],
    pictures: [
      { scene: "aerial", seed: 11 },
      { scene: "entrance", seed: 12, light: "morning" },
      { scene: "avenue", seed: 13, light: "morning" },
      { scene: "park", seed: 14, light: "morning" },
    ],
  },
  {
    name: "Kovai Hills Enclave",
    location: "Kovaipudur, Coimbatore",
    priceRange: "₹15 L - ₹36 L",
    plotSizes: "1000 - 2400 sq.ft",
    status: "New Launch",
    totalPlots: 120,
    soldPlots: 14,
    description:
      "A newly launched layout at the foot of the Western Ghats, with cool breezes and hill views from every street. Kovaipudur is a settled residential neighbourhood with schools, temples and daily needs close by, yet only a short drive from Ukkadam and the city centre. Early buyers can choose from the best east and north facing plots.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "Hill View Plots",
      "North Facing Plots",
      "Bank Loan Available",
    ],
    amenities: [
      "Gated Community",
      "24/7 Security",
      "Compound Wall",
      "Underground Drainage",
      "Overhead Water Tank",
      "Solar Street Lights",
      "Walking Track",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Kovaipudur Bus Terminus", distance: "2 km", type: "Bus Stand" },
      { name: "Palakkad Main Road", distance: "3 km", type: "Main Road" },
      { name: "Perur Pateeswarar Temple", distance: "5 km", type: "Temple" },
      { name: "Ukkadam Market", distance: "8 km", type: "Market" },
      { name: "Coimbatore Junction", distance: "10 km", type: "Railway Station" },
      { name: "Coimbatore International Airport", distance: "22 km", type: "Airport" },
    ],
    pictures: [
      { scene: "hillside", seed: 21 },
      { scene: "entrance", seed: 22, light: "golden" },
      { scene: "park", seed: 23, light: "golden" },
    ],
  },
  {
    name: "Sethu Garden City",
    location: "Madurai Road, Ramanathapuram",
    priceRange: "₹5 L - ₹14 L",
    plotSizes: "600 - 1800 sq.ft",
    status: "Few Left",
    totalPlots: 150,
    soldPlots: 141,
    description:
      "Our home-town layout on the Madurai Road, a few minutes from our head office in Ramanathapuram. Affordable plots with clear titles, laid roads and street lights, close to the railway station, the new bus stand and the Government Medical College Hospital. Only a handful of plots remain.",
    highlights: [
      "DTCP Approved",
      "Clear Title Property",
      "Bank Loan Available",
      "Vastu Compliant",
      "30 Feet Road",
      "Affordable Prices",
    ],
    amenities: [
      "Compound Wall",
      "Blacktop Roads",
      "Street Lights",
      "Overhead Water Tank",
      "Rainwater Harvesting",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Ramanathapuram New Bus Stand", distance: "3 km", type: "Bus Stand" },
      { name: "Ramanathapuram Railway Station", distance: "4 km", type: "Railway Station" },
      { name: "Government Medical College Hospital", distance: "5 km", type: "Hospital" },
      { name: "District Collectorate", distance: "5 km", type: "Government" },
      { name: "Ramanathaswamy Temple, Rameswaram", distance: "55 km", type: "Temple" },
    ],
    pictures: [
      { scene: "sunrise-plots", seed: 31 },
      { scene: "avenue", seed: 32 },
      { scene: "aerial", seed: 33 },
    ],
  },
  {
    name: "Silver Oak Residency",
    location: "Zuzuwadi, Hosur Road, Bangalore outskirts",
    priceRange: "₹12 L - ₹38 L",
    plotSizes: "600 - 2400 sq.ft",
    status: "Sold Out",
    totalPlots: 90,
    soldPlots: 90,
    description:
      "A completed gated layout on the Tamil Nadu side of the Attibele border, within easy reach of Electronic City and the Hosur industrial area. All plots have been sold and many owners have already built their homes. Thank you to every family who made it home; ask us about our upcoming launches on the Bangalore outskirts.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "40 Feet Road",
      "Corner Plots",
      "Bank Loan Available",
      "Ready to Construct",
    ],
    amenities: [
      "Gated Community",
      "24/7 Security",
      "CCTV Surveillance",
      "Compound Wall",
      "Children's Play Area",
      "Underground Drainage",
      "Solar Street Lights",
      "Avenue Trees",
    ],
    nearbyPlaces: [
      { name: "Attibele", distance: "3 km", type: "Main Road" },
      { name: "Hosur Bus Stand", distance: "8 km", type: "Bus Stand" },
      { name: "Hosur Railway Station", distance: "9 km", type: "Railway Station" },
      { name: "Narayana Health City, Bommasandra", distance: "15 km", type: "Hospital" },
      { name: "Electronic City", distance: "20 km", type: "IT Hub" },
      { name: "Kempegowda International Airport", distance: "75 km", type: "Airport" },
    ],
    pictures: [
      { scene: "entrance", seed: 41, light: "dusk" },
      { scene: "aerial", seed: 42 },
      { scene: "avenue", seed: 43, light: "dusk" },
      { scene: "park", seed: 44, light: "dawn" },
    ],
  },
];
