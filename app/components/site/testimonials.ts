import type { Locale } from "#app/i18n/locales.ts";

/** What a buyer says, and who they are, in one language. */
export interface TestimonialWords {
  name: string;
  location: string;
  text: string;
  investment: string;
}

/** Spec §3 Testimonial: fixed content on the home page, not loaded from anywhere. */
export interface Testimonial extends TestimonialWords {
  id: string;
  /** 1 to 5 stars. */
  rating: number;
  /** A photo URL; empty shows the person's initials (we have no photos of our customers). */
  image: string;
  /** The same words for the Tamil home page. */
  ta: TestimonialWords;
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
    ta: {
      name: "கார்த்திக் சுப்பிரமணியன்",
      location: "சென்னை",
      text: "இதைத் தேர்ந்தெடுப்பதற்கு முன் மூன்று லேஅவுட்களைப் பார்த்தோம். நாங்கள் கேட்பதற்கு முன்பே DTCP அங்கீகாரம், தாய்ப் பத்திரங்கள், வில்லங்கச் சான்றிதழ் (EC) எல்லாவற்றையும் குழுவினர் காட்டினர்; பத்திரப் பதிவு ஒரே காலைப் பொழுதில் முடிந்தது.",
      investment: "1,200 ச.அடி மனை, ஒரகடம்",
    },
  },
  {
    id: "meena-ramachandran",
    name: "Meena Ramachandran",
    location: "Coimbatore",
    rating: 5,
    text: "As a working mother I could not keep running to offices. They handled the bank loan paperwork and kept me informed on WhatsApp at every step. Our house construction starts next month.",
    image: "",
    investment: "1,500 sq.ft plot, Kovaipudur",
    ta: {
      name: "மீனா ராமச்சந்திரன்",
      location: "கோயம்புத்தூர்",
      text: "வேலைக்குச் செல்லும் தாயான என்னால் அலுவலகங்களுக்கு அலைந்துகொண்டிருக்க முடியவில்லை. வங்கிக் கடன் ஆவணங்களை அவர்களே கவனித்துக்கொண்டு, ஒவ்வொரு கட்டத்திலும் வாட்ஸ்அப்பில் எனக்குத் தகவல் தந்தனர். அடுத்த மாதம் எங்கள் வீட்டுக் கட்டுமானம் தொடங்குகிறது.",
      investment: "1,500 ச.அடி மனை, கோவைப்புதூர்",
    },
  },
  {
    id: "arun-prakash",
    name: "Arun Prakash",
    location: "Bangalore",
    rating: 4,
    text: "I bought from Bangalore and visited the site only twice. The visit was well organised, the price was exactly as quoted, and the patta transfer came through within weeks.",
    image: "",
    investment: "2,400 sq.ft plot, Hosur Road",
    ta: {
      name: "அருண் பிரகாஷ்",
      location: "பெங்களூரு",
      text: "பெங்களூருவில் இருந்தபடியே வாங்கினேன்; இடத்தை இரண்டு முறை மட்டுமே நேரில் பார்த்தேன். வருகை நன்றாக ஏற்பாடு செய்யப்பட்டிருந்தது, சொன்ன விலையிலேயே மனை கிடைத்தது, சில வாரங்களிலேயே பட்டா மாற்றமும் முடிந்தது.",
      investment: "2,400 ச.அடி மனை, ஓசூர் சாலை",
    },
  },
  {
    id: "fathima-begum",
    name: "Fathima Begum",
    location: "Ramanathapuram",
    rating: 5,
    text: "They treated our family with patience and respect from the first visit. Clear title, a fair price, and they still help us whenever we have a question about the property.",
    image: "",
    investment: "1,000 sq.ft plot, Madurai Road",
    ta: {
      name: "பாத்திமா பேகம்",
      location: "ராமநாதபுரம்",
      text: "முதல் வருகையிலிருந்தே எங்கள் குடும்பத்தைப் பொறுமையுடனும் மரியாதையுடனும் நடத்தினர். தெளிவான உரிமை ஆவணம், நியாயமான விலை; மனை பற்றி எப்போது சந்தேகம் கேட்டாலும் இன்றும் உதவுகின்றனர்.",
      investment: "1,000 ச.அடி மனை, மதுரை சாலை",
    },
  },
  {
    id: "venkatesh-iyer",
    name: "Venkatesh Iyer",
    location: "Madurai, now in Dubai",
    rating: 5,
    text: "Buying land from abroad worried me. Video calls from the site, scanned documents before booking and a properly drafted power of attorney made it simple and safe.",
    image: "",
    investment: "1,800 sq.ft plot, Oragadam",
    ta: {
      name: "வெங்கடேஷ் ஐயர்",
      location: "மதுரை, தற்போது துபாயில்",
      text: "வெளிநாட்டில் இருந்துகொண்டு நிலம் வாங்குவது எனக்குக் கவலையாக இருந்தது. இடத்திலிருந்தே வீடியோ அழைப்புகள், முன்பதிவுக்கு முன்பே ஸ்கேன் செய்த ஆவணங்கள், முறையாகத் தயாரித்த பவர் ஆஃப் அட்டார்னி பத்திரம் ஆகியவற்றால் எல்லாம் எளிதாகவும் பாதுகாப்பாகவும் முடிந்தது.",
      investment: "1,800 ச.அடி மனை, ஒரகடம்",
    },
  },
  {
    id: "lakshmi-narayanan",
    name: "Lakshmi Narayanan",
    location: "Salem",
    rating: 4,
    text: "A well planned layout with proper roads and street lights already in place when we bought. The handover happened on the date they promised.",
    image: "",
    investment: "1,200 sq.ft plot, Kovaipudur",
    ta: {
      name: "லட்சுமி நாராயணன்",
      location: "சேலம்",
      text: "நாங்கள் வாங்கியபோதே முறையான சாலைகளும் தெருவிளக்குகளும் அமைக்கப்பட்டிருந்த, நன்கு திட்டமிடப்பட்ட லேஅவுட். சொன்ன தேதியிலேயே மனையை ஒப்படைத்தனர்.",
      investment: "1,200 ச.அடி மனை, கோவைப்புதூர்",
    },
  },
];

/** The testimonials with their words in a page's language. */
export function testimonialsIn(locale: Locale): Testimonial[] {
  return locale === "ta"
    ? testimonials.map((testimonial) => ({ ...testimonial, ...testimonial.ta }))
    : testimonials;
}
