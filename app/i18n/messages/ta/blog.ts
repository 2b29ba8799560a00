import type { Catalog } from "#app/i18n/messages/catalog.ts";
import type { blog as english } from "#app/i18n/messages/en/blog.ts";

export const blog: Catalog<typeof english> = {
  pageTitle: "வலைப்பதிவு",
  pageTitleWithPage: "பக்கம் {{page}}",
  metaDescription:
    "மனை வாங்கும் குடும்பங்களுக்காக {{company}} வழங்கும் வழிகாட்டிகள்: அங்கீகாரங்கள், RERA, கடன், வாஸ்து, இடங்கள் பற்றி.",
  metaDescriptionCategory: "{{category}}: மனை வாங்குபவர்களுக்காக {{company}} வழங்கும் வழிகாட்டிகளும் செய்திகளும்.",
  eyebrow: "வலைப்பதிவு",
  heading: "நம்பிக்கையுடன் நிலம் வாங்க வழிகாட்டிகள்",
  intro:
    "அங்கீகாரங்கள், RERA, வீட்டுமனைக் கடன், வாஸ்து, நாங்கள் லேஅவுட் அமைக்கும் இடங்கள் பற்றி எளிய மொழியில் கட்டுரைகள்: மனை வாங்கும் முன் எதையெல்லாம் சரிபார்க்க வேண்டும் என்று தெரிந்துகொள்ளுங்கள்.",
  noBlogsYet: "இன்னும் கட்டுரைகள் இல்லை",
  noBlogsYetText: "எங்கள் முதல் கட்டுரைகள் விரைவில் வருகின்றன. சிறிது நாள் கழித்து மீண்டும் பாருங்கள்.",
  noBlogsInCategory: '"{{category}}" பிரிவில் கட்டுரைகள் இல்லை',
  noBlogsInCategoryText: "இந்தப் பிரிவில் இன்னும் கட்டுரைகள் எதுவும் இல்லை.",
  seeAllBlogs: "அனைத்துக் கட்டுரைகளையும் பார்க்க",
  loadingBlogs: "கட்டுரைகள் ஏற்றப்படுகின்றன...",
  blogCategories: "கட்டுரைப் பிரிவுகள்",
  allCategories: "அனைத்தும்",
  tags: "குறிச்சொற்கள்",
  couldNotLoad: "கட்டுரைகளை ஏற்ற முடியவில்லை",
  tryAgainSoon: "சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
  tryAgain: "மீண்டும் முயல",

  categoryRealEstateTips: "ரியல் எஸ்டேட் குறிப்புகள்",
  categoryInvestmentGuide: "முதலீட்டு வழிகாட்டி",
  categoryMarketAnalysis: "சந்தை ஆய்வு",
  categoryLegalAdvice: "சட்ட ஆலோசனை",
  categoryPropertyNews: "சொத்துச் செய்திகள்",
  categoryVastuTips: "வாஸ்து குறிப்புகள்",
  categoryFinance: "நிதி",
  categoryLocationGuide: "இட வழிகாட்டி",

  author: "எழுதியவர்",
  minutesToRead_one: "{{count}} நிமிட வாசிப்பு",
  minutesToRead_other: "{{count}} நிமிட வாசிப்பு",
  share: "பகிர",
  linkCopied: "இணைப்பு நகலெடுக்கப்பட்டது!",
  copyLinkToShare: "பகிர, இந்த இணைப்பை நகலெடுங்கள்",
  close: "மூடு",
  back: "பின்செல்ல",
  backToBlogs: "வலைப்பதிவுக்குத் திரும்ப",
  lookingForPlot: "மனை தேடுகிறீர்களா?",
  lookingForPlotText:
    "உங்கள் பட்ஜெட்டையும் விரும்பும் பகுதியையும் சொல்லுங்கள்; உங்களுக்குப் பொருந்தும் மனைகளுடன் எங்கள் குழு உங்களை அழைக்கும்.",
  sendEnquiry: "விசாரணை அனுப்ப",
  chatTopic: '"{{title}}" கட்டுரையைப் படித்த பின் உங்கள் மனைகள்',
  projectsYouMayLike: "உங்களுக்குப் பிடிக்கக்கூடிய திட்டங்கள்",
};
