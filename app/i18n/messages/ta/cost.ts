import type { Catalog } from "#app/i18n/messages/catalog.ts";
import type { cost as english } from "#app/i18n/messages/en/cost.ts";

export const cost: Catalog<typeof english> = {
  whatItCosts: "ஆகும் செலவு",
  costsIntro:
    "விலையுடன், முத்திரைத் தீர்வையையும் பதிவுக் கட்டணத்தையும் மாநில அரசுக்கும், திட்டத்தின் கட்டணங்களையும் வாங்குபவர் செலுத்த வேண்டும். ஒவ்வொரு மனையின் மொத்தச் செலவும் மனைப் பட்டியலிலும் அந்த மனையின் விவரங்களிலும் உள்ளது.",
  source: "ஆதாரம்: {{source}}",
  loanEstimate: "கடன் மதிப்பீடு",
  loanTerms: "விலையில் {{share}}%, {{years}} ஆண்டுகளுக்கு, {{rate}} வட்டியில்",
  loanNote:
    "இது ஒரு மதிப்பீடு மட்டுமே: மனையின் ஆவணங்களையும் வாங்குபவரின் வருமானத்தையும் சரிபார்த்த பிறகே கடன் தொகை, வட்டி விகிதம், கடன் காலம் ஆகியவற்றை வங்கி முடிவு செய்யும்.",
  costExample: "எடுத்துக்காட்டாக, {{price}} விலையுள்ள மனை {{number}}: மொத்தச் செலவு {{total}}, EMI சுமார் {{emi}}.",
  plotCostInFull: "மனை {{number}}-இன் முழுச் செலவு விவரம்",

  price: "விலை",
  stampDutyAt: "முத்திரைத் தீர்வை ({{rate}})",
  registrationFeeAt: "பதிவுக் கட்டணம் ({{rate}})",
  registrationFeeWomanAt: "பதிவுக் கட்டணம் ({{rate}}, பெண் வாங்குபவர்)",
  dutiesOnPrice: "முத்திரைத் தீர்வையும் பதிவுக் கட்டணமும் விலையான {{value}} மீது கணக்கிடப்பட்டுள்ளன.",
  dutiesOnGuidelineValue:
    "முத்திரைத் தீர்வையும் பதிவுக் கட்டணமும் வழிகாட்டி மதிப்பான {{value}} மீது கணக்கிடப்பட்டுள்ளன: வழிகாட்டி மதிப்பு ({{guideline}}), விலை ஆகிய இரண்டில் எது அதிகமோ அதன் மீது.",
  dutiesOnHigherPrice:
    "முத்திரைத் தீர்வையும் பதிவுக் கட்டணமும் விலையான {{value}} மீது கணக்கிடப்பட்டுள்ளன: வழிகாட்டி மதிப்பு ({{guideline}}), விலை ஆகிய இரண்டில் எது அதிகமோ அதன் மீது.",
  loanSummary: "{{amount}} கடன் (விலையில் {{share}}%), {{years}} ஆண்டுகளுக்கு, {{rate}} வட்டியில்",
  perMonth: "மாதம் {{amount}}",

  stampDuty: "முத்திரைத் தீர்வை",
  registrationFee: "பதிவுக் கட்டணம்",
  registrationFeeWomen: "பதிவுக் கட்டணம், பெண் வாங்குபவர்களுக்கு",
  guidelineValue: "வழிகாட்டி மதிப்பு",
  rateInForce: "{{rate}}, {{date}} முதல் நடைமுறையில்",
  rateUpToInForce: "{{limit}} வரையிலான மதிப்புக்கு {{rate}}, {{date}} முதல் நடைமுறையில்",
  stampDutyTerms: "{{rate}}; வழிகாட்டி மதிப்பு, விலை ஆகிய இரண்டில் எது அதிகமோ அதன் மீது",
  guidelineTerms: "{{perSqft}}, {{date}} முதல்",
  perSqft: "ஒரு ச.அடிக்கு {{amount}}",
  perPlot: "ஒரு மனைக்கு {{amount}}",
  guidelineNotOnRecord: "பதிவில் இல்லை: தீர்வையும் கட்டணமும் விலையின் மீது கணக்கிடப்படுகின்றன",
  developersCharge: "டெவலப்பரின் கட்டணம்",

  allInCost: "மொத்தச் செலவு",
  whatPlotCosts: "மனை {{number}}-இன் செலவு",
  womanBuyer: "பெண் வாங்குபவர் (குறைந்த பதிவுக் கட்டணம்)",
  costSheetAndLoanDetails: "செலவு விவரத் தாளும் கடன் விவரங்களும்",
  loanEstimateLead: "கடன் மதிப்பீடு: ",
  loanInBrief: "{{summary}}: EMI {{emi}}; உங்கள் சொந்தப் பணம் {{ownMoney}}.",

  workItOut: "கணக்கிடு",
  emi: "EMI (மாதத் தவணை)",
  ownMoney: "உங்கள் சொந்தப் பணம் (மொத்தச் செலவில் கடன் போக மீதி)",
  whereFiguresComeFrom: "இந்தத் தொகைகளின் ஆதாரம்",
  backTo: "{{name}} பக்கத்துக்குத் திரும்ப",
  plotCostTitle: "மனை {{number}}, {{name}}: ஆகும் செலவு",
  plotCostDescription:
    "{{name}}, {{location}} திட்டத்தின் மனை {{number}}: விலை {{price}}; முத்திரைத் தீர்வை, பதிவுக் கட்டணம், பிற கட்டணங்களுடன் மொத்தம் {{total}}; கடன் மதிப்பீடும் உண்டு.",
};
