import type { Catalog } from "#app/i18n/messages/catalog.ts";
import type { contact as english } from "#app/i18n/messages/en/contact.ts";

export const contact: Catalog<typeof english> = {
  metaTitle: "எங்களைத் தொடர்புகொள்ள",
  metaDescription:
    "{{company}} நிறுவனத்தை அழையுங்கள், மின்னஞ்சல் அல்லது செய்தி அனுப்புங்கள், அல்லது எங்கள் தலைமை அலுவலகத்துக்கு நேரில் வாருங்கள்: {{city}}, {{state}}. {{hours}}.",
  eyebrow: "தொடர்புக்கு",
  title: "எங்களைத் தொடர்புகொள்ள",
  intro:
    "மனை, தள வருகை அல்லது ஆவணங்கள் பற்றிக் கேள்விகள் உள்ளனவா? எங்களுக்குச் செய்தி அனுப்புங்கள், அழையுங்கள் அல்லது சாட் செய்யுங்கள்: {{city}} நகரில் உள்ள எங்கள் குழு உங்களுக்கு உதவும்.",

  formTitle: "எங்களுக்குச் செய்தி அனுப்புங்கள்",
  requiredNote: "{{mark}} குறியிட்ட புலங்களை நிரப்புவது அவசியம். வேலை நாட்களில் பதில் அளிப்போம்.",
  requiredMark: "கட்டாயம் எனக்",

  quickContact: "உடனடித் தொடர்பு",
  callUs: "எங்களை அழைக்க",
  emailUs: "மின்னஞ்சல் அனுப்ப",
  whatsApp: "WhatsApp",
  chatOnWhatsApp: "வாட்ஸ்அப்பில் எங்களுடன் பேச",
  visitUs: "நேரில் சந்திக்க",
  businessHours: "அலுவலக நேரம்",

  findOffice: "எங்கள் அலுவலகத்துக்கு வழி",
  mapTitle: "{{city}} நகரில் உள்ள எங்கள் தலைமை அலுவலகத்தின் வரைபடம்",
  mapOnLargerScreens: "வரைபடம் பெரிய திரைகளில் மட்டுமே தெரியும்",
  openMap: "OpenStreetMap-இல் வரைபடத்தைத் திறக்க",
};
