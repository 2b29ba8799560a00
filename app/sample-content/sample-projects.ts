/**
 * The four sample projects offered by "Add Sample Projects + Blogs" (spec §2, §7). Images are drawn
 * by code: `pictures[0]` becomes the banner image and all pictures form the gallery.
 */
import type { ProjectCharge } from "#app/domain/costs/index.ts";
import type { ProjectInput } from "#app/domain/projects/project.ts";
import type { VisitPlan } from "#app/domain/visits/index.ts";
import type { SampleDrawing } from "#app/sample-content/painter/drawings.ts";
import type { SamplePlanKind } from "./sample-plans.ts";

export type SampleProject = Omit<ProjectInput, "bannerImage" | "images"> & {
  status: string;
  pictures: SampleDrawing[];
  /** How its layout plan is given (see sample-plans.ts): both ways are shown. */
  plan: SamplePlanKind;
  /** Where the site-visit car starts from: every sample project takes visits on weekends (`sampleVisitPlan`). */
  visitPickup: string;
  /** Issue "What it costs": its guideline value (rupees a sq.ft) and other charges, so every plot shows its cost. */
  costs: { guidelinePerSqft: number; charges: ProjectCharge[] };
};

/** The sample guideline values' day and source (the state's register for the layouts' survey numbers). */
export const sampleGuideline = {
  from: "2024-07-01",
  source:
    "Tamil Nadu Registration Department guideline value register for the layout's survey numbers (sample figure)",
};

/**
 * Issue "Site visits and bookings": Saturday and Sunday at 10:00, 12:00 and 15:00, eight visitors
 * each, from one pickup point.
 */
export function sampleVisitPlan(pickup: string): VisitPlan {
  const times = ["10:00", "12:00", "15:00"];
  return {
    slots: [6, 0].flatMap((weekday) => times.map((time) => ({ weekday, time, capacity: 8 }))),
    pickupPoints: [pickup],
  };
}

export const sampleProjects: SampleProject[] = [
  {
    name: "Green Meadows Oragadam",
    nameTa: "கிரீன் மெடோஸ் ஒரகடம்",
    location: "Oragadam, near Sriperumbudur, Chennai",
    locationTa: "ஒரகடம், ஸ்ரீபெரும்புதூர் அருகில், சென்னை",
    priceRange: "₹18 L - ₹42 L",
    plotSizes: "800 - 2400 sq.ft",
    reraNumber: "TN/01/Layout/0452/2024",
    reraDate: "2024-03-18",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-01-Layout-0452-2024",
    approvalNumber: "DTCP LP No. 112/2023",
    approvalYear: "2023",
    status: "Available",
    plan: "svg",
    visitPickup: "Tambaram Railway Station",
    costs: {
      // Below most plots' price; the largest plots (₹ 1,750 a sq.ft) pay duties on the guideline value.
      guidelinePerSqft: 1_800,
      charges: [
        { name: "EB connection", rupees: 25_000, per: "plot" },
        { name: "Water connection", rupees: 15_000, per: "plot" },
        { name: "Corpus fund", rupees: 30, per: "sqft" },
        { name: "Documentation", rupees: 10_000, per: "plot" },
      ],
    },
    totalPlots: 180,
    soldPlots: 96,
    description:
      "A DTCP approved gated layout just off the Vandalur - Wallajabad Road, in the heart of the Oragadam - Sriperumbudur industrial belt. Wide blacktop roads, a landscaped park with a pond and a walking track, and plots in a range of sizes make it suited both to building a home now and to holding land for the long term. Every plot comes with clear title documents and is ready for registration.",
    descriptionTa:
      "வண்டலூர் - வாலாஜாபாத் சாலைக்கு மிக அருகில், ஒரகடம் - ஸ்ரீபெரும்புதூர் தொழில் மண்டலத்தின் மையப்பகுதியில் அமைந்துள்ள DTCP அங்கீகாரம் பெற்ற கேட்டட் லேஅவுட். அகலமான தார்ச் சாலைகள், குளமும் நடைபயிற்சிப் பாதையும் கொண்ட அழகிய பூங்கா, பல்வேறு அளவுகளில் மனைகள் என அனைத்தும் இருப்பதால், இப்போதே வீடு கட்டுவதற்கும் நீண்ட கால முதலீடாக நிலம் வாங்கி வைப்பதற்கும் இது ஏற்றது. ஒவ்வொரு மனையும் தெளிவான உரிமை ஆவணங்களுடன் பத்திரப் பதிவுக்குத் தயாராக உள்ளது.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "Bank Loan Available",
      "40 Feet Road",
      "East Facing Plots",
      "Ready for Registration",
    ],
    highlightsTa: [
      "DTCP அங்கீகாரம்",
      "RERA பதிவு",
      "தெளிவான உரிமை ஆவணம்",
      "வங்கிக் கடன் வசதி",
      "40 அடி சாலை",
      "கிழக்கு நோக்கிய மனைகள்",
      "உடனடிப் பத்திரப் பதிவு",
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
    amenitiesTa: [
      "கேட்டட் கம்யூனிட்டி",
      "24 மணி நேரப் பாதுகாப்பு",
      "CCTV கண்காணிப்பு",
      "சுற்றுச்சுவர்",
      "தார்ச் சாலைகள்",
      "சூரிய ஒளி தெருவிளக்குகள்",
      "குழந்தைகள் விளையாட்டுப் பகுதி",
      "மழைநீர் சேகரிப்பு",
      "சாலையோர மரங்கள்",
    ],
    nearbyPlaces: [
      {
        name: "Vandalur - Wallajabad Road",
        nameTa: "வண்டலூர் - வாலாஜாபாத் சாலை",
        distance: "1 km",
        type: "Main Road",
      },
      { name: "Padappai Bus Stand", nameTa: "படப்பை பேருந்து நிலையம்", distance: "6 km", type: "Bus Stand" },
      {
        name: "Schools and colleges at Padappai",
        nameTa: "படப்பையில் உள்ள பள்ளிகள், கல்லூரிகள்",
        distance: "6 km",
        type: "Education",
      },
      { name: "Sriperumbudur", nameTa: "ஸ்ரீபெரும்புதூர்", distance: "14 km", type: "Main Road" },
      {
        name: "Tambaram Railway Station",
        nameTa: "தாம்பரம் ரயில் நிலையம்",
        distance: "24 km",
        type: "Railway Station",
      },
      {
        name: "Chennai International Airport",
        nameTa: "சென்னை சர்வதேச விமான நிலையம்",
        distance: "32 km",
        type: "Airport",
      },
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
    nameTa: "கோவை ஹில்ஸ் என்க்ளேவ்",
    location: "Kovaipudur, Coimbatore",
    locationTa: "கோவைப்புதூர், கோயம்புத்தூர்",
    priceRange: "₹15 L - ₹36 L",
    plotSizes: "1000 - 2400 sq.ft",
    reraNumber: "TN/12/Layout/0388/2024",
    reraDate: "2024-08-02",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-12-Layout-0388-2024",
    approvalNumber: "DTCP LP No. 41/2024",
    approvalYear: "2024",
    status: "New Launch",
    plan: "image",
    visitPickup: "Gandhipuram Central Bus Stand, Coimbatore",
    costs: {
      guidelinePerSqft: 1_200,
      charges: [
        { name: "EB connection", rupees: 20_000, per: "plot" },
        { name: "Water connection", rupees: 10_000, per: "plot" },
        { name: "Documentation", rupees: 8_000, per: "plot" },
      ],
    },
    totalPlots: 120,
    soldPlots: 14,
    description:
      "A newly launched layout at the foot of the Western Ghats, with cool breezes and hill views from every street. Kovaipudur is a settled residential neighbourhood with schools, temples and daily needs close by, yet only a short drive from Ukkadam and the city centre. Early buyers can choose from the best east and north facing plots.",
    descriptionTa:
      "மேற்குத் தொடர்ச்சி மலையின் அடிவாரத்தில் புதிதாக அறிமுகமாகும் லேஅவுட். இங்கு ஒவ்வொரு தெருவிலும் குளிர்ந்த காற்றும் மலைகளின் அழகிய காட்சியும் உண்டு. கோவைப்புதூர் நன்கு வளர்ச்சியடைந்த குடியிருப்புப் பகுதி; பள்ளிகள், கோயில்கள், அன்றாடத் தேவைகள் அனைத்தும் அருகிலேயே கிடைக்கும். அதே நேரம் உக்கடமும் நகர மையமும் சிறிது நேரப் பயணத் தொலைவில்தான் உள்ளன. முதலில் வாங்குபவர்கள் சிறந்த கிழக்கு, வடக்கு நோக்கிய மனைகளைத் தேர்ந்தெடுக்கலாம்.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "Hill View Plots",
      "North Facing Plots",
      "Bank Loan Available",
    ],
    highlightsTa: [
      "DTCP அங்கீகாரம்",
      "RERA பதிவு",
      "தெளிவான உரிமை ஆவணம்",
      "மலைக் காட்சியுடன் கூடிய மனைகள்",
      "வடக்கு நோக்கிய மனைகள்",
      "வங்கிக் கடன் வசதி",
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
    amenitiesTa: [
      "கேட்டட் கம்யூனிட்டி",
      "24 மணி நேரப் பாதுகாப்பு",
      "சுற்றுச்சுவர்",
      "பாதாளச் சாக்கடை",
      "மேல்நிலை நீர்த்தேக்கத் தொட்டி",
      "சூரிய ஒளி தெருவிளக்குகள்",
      "நடைபயிற்சிப் பாதை",
      "சாலையோர மரங்கள்",
    ],
    nearbyPlaces: [
      {
        name: "Kovaipudur Bus Terminus",
        nameTa: "கோவைப்புதூர் பேருந்து முனையம்",
        distance: "2 km",
        type: "Bus Stand",
      },
      { name: "Palakkad Main Road", nameTa: "பாலக்காடு பிரதான சாலை", distance: "3 km", type: "Main Road" },
      { name: "Perur Pateeswarar Temple", nameTa: "பேரூர் பட்டீஸ்வரர் கோயில்", distance: "5 km", type: "Temple" },
      { name: "Ukkadam Market", nameTa: "உக்கடம் சந்தை", distance: "8 km", type: "Market" },
      {
        name: "Coimbatore Junction",
        nameTa: "கோயம்புத்தூர் சந்திப்பு",
        distance: "10 km",
        type: "Railway Station",
      },
      {
        name: "Coimbatore International Airport",
        nameTa: "கோயம்புத்தூர் சர்வதேச விமான நிலையம்",
        distance: "22 km",
        type: "Airport",
      },
    ],
    pictures: [
      { scene: "hillside", seed: 21 },
      { scene: "entrance", seed: 22, light: "golden" },
      { scene: "park", seed: 23, light: "golden" },
    ],
  },
  {
    name: "Sethu Garden City",
    nameTa: "சேது கார்டன் சிட்டி",
    location: "Madurai Road, Ramanathapuram",
    locationTa: "மதுரை சாலை, ராமநாதபுரம்",
    priceRange: "₹5 L - ₹14 L",
    plotSizes: "600 - 1800 sq.ft",
    reraNumber: "TN/19/Layout/0097/2023",
    reraDate: "2023-11-20",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-19-Layout-0097-2023",
    approvalNumber: "DTCP LP No. 218/2023",
    approvalYear: "2023",
    status: "Few Left",
    plan: "svg",
    visitPickup: "Ramanathapuram Bus Stand",
    costs: {
      // Plots under ₹ 10 L: a woman buyer pays the 1% registration fee.
      guidelinePerSqft: 700,
      charges: [
        { name: "EB connection", rupees: 15_000, per: "plot" },
        { name: "Documentation", rupees: 5_000, per: "plot" },
      ],
    },
    totalPlots: 150,
    soldPlots: 141,
    description:
      "Our home-town layout on the Madurai Road, 5 km from our head office in Ramanathapuram. Affordable plots with clear titles, laid roads and street lights, close to the railway station, the new bus stand and the Government Medical College Hospital. Only a handful of plots remain.",
    descriptionTa:
      "எங்கள் சொந்த ஊரான ராமநாதபுரத்தில், எங்கள் தலைமை அலுவலகத்திலிருந்து 5 கி.மீ தொலைவில், மதுரை சாலையில் அமைந்துள்ள லேஅவுட். தெளிவான உரிமை ஆவணங்கள், அமைக்கப்பட்ட சாலைகள், தெருவிளக்குகள் என அனைத்தும் கொண்ட, அனைவரும் வாங்கக்கூடிய விலையிலான மனைகள். ரயில் நிலையம், புதிய பேருந்து நிலையம், அரசு மருத்துவக் கல்லூரி மருத்துவமனை ஆகியவை அருகிலேயே உள்ளன. இன்னும் ஒரு சில மனைகள் மட்டுமே மீதம் உள்ளன.",
    highlights: [
      "DTCP Approved",
      "Clear Title Property",
      "Bank Loan Available",
      "Vastu Compliant",
      "30 Feet Road",
      "Affordable Prices",
    ],
    highlightsTa: [
      "DTCP அங்கீகாரம்",
      "தெளிவான உரிமை ஆவணம்",
      "வங்கிக் கடன் வசதி",
      "வாஸ்து முறைப்படி அமைந்த மனைகள்",
      "30 அடி சாலை",
      "நியாயமான விலை",
    ],
    amenities: [
      "Compound Wall",
      "Blacktop Roads",
      "Street Lights",
      "Overhead Water Tank",
      "Rainwater Harvesting",
      "Avenue Trees",
    ],
    amenitiesTa: [
      "சுற்றுச்சுவர்",
      "தார்ச் சாலைகள்",
      "தெருவிளக்குகள்",
      "மேல்நிலை நீர்த்தேக்கத் தொட்டி",
      "மழைநீர் சேகரிப்பு",
      "சாலையோர மரங்கள்",
    ],
    nearbyPlaces: [
      {
        name: "Ramanathapuram New Bus Stand",
        nameTa: "ராமநாதபுரம் புதிய பேருந்து நிலையம்",
        distance: "3 km",
        type: "Bus Stand",
      },
      {
        name: "Ramanathapuram Railway Station",
        nameTa: "ராமநாதபுரம் ரயில் நிலையம்",
        distance: "4 km",
        type: "Railway Station",
      },
      {
        name: "Government Medical College Hospital",
        nameTa: "அரசு மருத்துவக் கல்லூரி மருத்துவமனை",
        distance: "5 km",
        type: "Hospital",
      },
      { name: "District Collectorate", nameTa: "மாவட்ட ஆட்சியர் அலுவலகம்", distance: "5 km", type: "Government" },
      {
        name: "Ramanathaswamy Temple, Rameswaram",
        nameTa: "ராமேஸ்வரம் ராமநாதசுவாமி கோயில்",
        distance: "55 km",
        type: "Temple",
      },
    ],
    pictures: [
      { scene: "sunrise-plots", seed: 31 },
      { scene: "avenue", seed: 32 },
      { scene: "aerial", seed: 33 },
    ],
  },
  {
    name: "Silver Oak Residency",
    nameTa: "சில்வர் ஓக் ரெசிடென்சி",
    location: "Zuzuwadi, Hosur Road, Bangalore outskirts",
    locationTa: "ஜூஜுவாடி, ஓசூர் சாலை, பெங்களூரு புறநகர்",
    priceRange: "₹12 L - ₹38.4 L",
    plotSizes: "600 - 2400 sq.ft",
    reraNumber: "TN/29/Layout/0215/2024",
    reraDate: "2024-05-09",
    reraUrl: "https://rera.tn.gov.in/registered-projects/TN-29-Layout-0215-2024",
    approvalNumber: "DTCP LP No. 77/2023",
    approvalYear: "2023",
    status: "Sold Out",
    plan: "image",
    visitPickup: "Hosur Bus Stand",
    costs: {
      guidelinePerSqft: 1_400,
      charges: [
        { name: "EB connection", rupees: 25_000, per: "plot" },
        { name: "Corpus fund", rupees: 25, per: "sqft" },
        { name: "Documentation", rupees: 10_000, per: "plot" },
      ],
    },
    totalPlots: 90,
    soldPlots: 90,
    description:
      "A completed gated layout on the Tamil Nadu side of the Attibele border, within easy reach of Electronic City and the Hosur industrial area. All plots have been sold and many owners have already built their homes. Thank you to every family who made it home; ask us about our upcoming launches on the Bangalore outskirts.",
    descriptionTa:
      "அத்திப்பள்ளி எல்லையின் தமிழ்நாட்டுப் பக்கத்தில், எலக்ட்ரானிக் சிட்டிக்கும் ஓசூர் தொழிற்பேட்டைக்கும் எளிதில் சென்றுவரக்கூடிய தொலைவில் அமைந்த, பணிகள் முழுமையாக நிறைவடைந்த கேட்டட் லேஅவுட். அனைத்து மனைகளும் விற்பனையாகிவிட்டன; பல உரிமையாளர்கள் ஏற்கெனவே இங்கு தங்கள் வீடுகளைக் கட்டிவிட்டனர். இதைத் தங்கள் இல்லமாக்கிக்கொண்ட ஒவ்வொரு குடும்பத்துக்கும் எங்கள் நன்றி. பெங்களூரு புறநகரில் விரைவில் தொடங்கவுள்ள எங்கள் புதிய திட்டங்கள் பற்றி எங்களிடம் கேளுங்கள்.",
    highlights: [
      "DTCP Approved",
      "RERA Registered",
      "Clear Title Property",
      "40 Feet Road",
      "Corner Plots",
      "Bank Loan Available",
      "Ready to Construct",
    ],
    highlightsTa: [
      "DTCP அங்கீகாரம்",
      "RERA பதிவு",
      "தெளிவான உரிமை ஆவணம்",
      "40 அடி சாலை",
      "மூலை மனைகள்",
      "வங்கிக் கடன் வசதி",
      "உடனே வீடு கட்டத் தயார்",
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
    amenitiesTa: [
      "கேட்டட் கம்யூனிட்டி",
      "24 மணி நேரப் பாதுகாப்பு",
      "CCTV கண்காணிப்பு",
      "சுற்றுச்சுவர்",
      "குழந்தைகள் விளையாட்டுப் பகுதி",
      "பாதாளச் சாக்கடை",
      "சூரிய ஒளி தெருவிளக்குகள்",
      "சாலையோர மரங்கள்",
    ],
    nearbyPlaces: [
      { name: "Attibele", nameTa: "அத்திப்பள்ளி", distance: "3 km", type: "Main Road" },
      { name: "Hosur Bus Stand", nameTa: "ஓசூர் பேருந்து நிலையம்", distance: "8 km", type: "Bus Stand" },
      {
        name: "Hosur Railway Station",
        nameTa: "ஓசூர் ரயில் நிலையம்",
        distance: "9 km",
        type: "Railway Station",
      },
      {
        name: "Narayana Health City, Bommasandra",
        nameTa: "நாராயணா ஹெல்த் சிட்டி, பொம்மசந்திரா",
        distance: "15 km",
        type: "Hospital",
      },
      { name: "Electronic City", nameTa: "எலக்ட்ரானிக் சிட்டி", distance: "20 km", type: "IT Hub" },
      {
        name: "Kempegowda International Airport",
        nameTa: "கெம்பேகவுடா சர்வதேச விமான நிலையம்",
        distance: "75 km",
        type: "Airport",
      },
    ],
    pictures: [
      { scene: "entrance", seed: 41, light: "dusk" },
      { scene: "aerial", seed: 42 },
      { scene: "avenue", seed: 43, light: "dusk" },
      { scene: "park", seed: 44, light: "dawn" },
    ],
  },
];
