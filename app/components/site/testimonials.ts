/** Spec §3 Testimonial: fixed content on the home page, not loaded from anywhere. */
export interface Testimonial {
  id: string;
  name: string;
  location: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
  /** A photo URL; empty shows the person's initials (we have no photos of our customers). */
  image: string;
  investment: string;
}

export const testimonials: Testimonial[] = [
  {
    id: "karthik-subramanian",
    name: "Karthik Subramanian",
    location: "Chennai",
    rating: 5,
    text: "We visited three layouts before choosing this one. The team showed us the DTCP approval, the parent documents and the EC before we asked, and the registration was done in a single morning.",
    image: "",
    investment: "1,200 sq.ft plot, Oragadam",
  },
  {
    id: "meena-ramachandran",
    name: "Meena Ramachandran",
    location: "Coimbatore",
    rating: 5,
    text: "As a working mother I could not keep running to offices. They handled the bank loan paperwork and kept me informed on WhatsApp at every step. Our house construction starts next month.",
    image: "",
    investment: "1,500 sq.ft plot, Kovaipudur",
  },
  {
    id: "arun-prakash",
    name: "Arun Prakash",
    location: "Bangalore",
    rating: 4,
    text: "I bought from Bangalore and visited the site only twice. The visit was well organised, the price was exactly as quoted, and the patta transfer came through within weeks.",
    image: "",
    investment: "2,400 sq.ft plot, Hosur Road",
  },
  {
    id: "fathima-begum",
    name: "Fathima Begum",
    location: "Ramanathapuram",
    rating: 5,
    text: "They treated our family with patience and respect from the first visit. Clear title, a fair price, and they still help us whenever we have a question about the property.",
    image: "",
    investment: "1,000 sq.ft plot, Madurai Road",
  },
  {
    id: "venkatesh-iyer",
    name: "Venkatesh Iyer",
    location: "Madurai, now in Dubai",
    rating: 5,
    text: "Buying land from abroad worried me. Video calls from the site, scanned documents before booking and a properly drafted power of attorney made it simple and safe.",
    image: "",
    investment: "1,800 sq.ft plot, Oragadam",
  },
  {
    id: "lakshmi-narayanan",
    name: "Lakshmi Narayanan",
    location: "Salem",
    rating: 4,
    text: "A well planned layout with proper roads and street lights already in place when we bought. The handover happened on the date they promised.",
    image: "",
    investment: "1,200 sq.ft plot, Kovaipudur",
  },
];
