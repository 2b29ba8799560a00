/**
 * What a plot costs (issue "What it costs"): the project page's "What it costs", the plot panel's
 * cost block and the plot's cost page, each cost line in the same words wherever it shows.
 */
export const cost = {
  whatItCosts: "What it costs",
  costsIntro:
    "Besides the price, a buyer pays stamp duty and the registration fee to the state, and the project's charges. Each plot's all-in cost is in the plot list and on its details.",
  source: "Source: {{source}}",
  loanEstimate: "Loan estimate",
  loanTerms: "{{share}}% of the price over {{years}} years at {{rate}}",
  loanNote:
    "An estimate only: the bank decides the amount it lends, its rate and the tenure after checking the plot's papers and the buyer's income.",
  costExample: "For example, plot {{number}} at {{price}}: all-in {{total}}, EMI about {{emi}}.",
  plotCostInFull: "Plot {{number}}'s cost in full",

  price: "Price",
  stampDutyAt: "Stamp duty ({{rate}})",
  registrationFeeAt: "Registration fee ({{rate}})",
  registrationFeeWomanAt: "Registration fee ({{rate}}, woman buyer)",
  dutiesOnPrice: "Stamp duty and registration on the price, {{value}}.",
  dutiesOnGuidelineValue:
    "Stamp duty and registration on {{value}}, the guideline value: the higher of the guideline value ({{guideline}}) and the price.",
  dutiesOnHigherPrice:
    "Stamp duty and registration on {{value}}, the price: the higher of the guideline value ({{guideline}}) and the price.",
  loanSummary: "Loan of {{amount}} ({{share}}% of the price) over {{years}} years at {{rate}}",
  perMonth: "{{amount}} a month",

  stampDuty: "Stamp duty",
  registrationFee: "Registration fee",
  registrationFeeWomen: "Registration fee, women buyers",
  guidelineValue: "Guideline value",
  rateInForce: "{{rate}}, in force from {{date}}",
  rateUpToInForce: "{{rate}} for a value up to {{limit}}, in force from {{date}}",
  stampDutyTerms: "{{rate}}, of the higher of the guideline value and the price",
  guidelineTerms: "{{perSqft}}, from {{date}}",
  perSqft: "{{amount}} a sq.ft",
  perPlot: "{{amount}} a plot",
  guidelineNotOnRecord: "Not on record: duties are worked out on the price",
  developersCharge: "The developer's charge",

  allInCost: "All-in cost",
  whatPlotCosts: "What plot {{number}} costs",
  womanBuyer: "A woman buyer (lower registration fee)",
  costSheetAndLoanDetails: "Cost sheet and loan details",
  loanEstimateLead: "Loan estimate: ",
  loanInBrief: "{{summary}}: EMI {{emi}}; your own money {{ownMoney}}.",

  workItOut: "Work it out",
  emi: "EMI",
  ownMoney: "Your own money (the all-in cost less the loan)",
  whereFiguresComeFrom: "Where these figures come from",
  backTo: "Back to {{name}}",
  plotCostTitle: "Plot {{number}}, {{name}}: what it costs",
  plotCostDescription:
    "Plot {{number}} at {{name}}, {{location}}: {{price}}, all-in {{total}} with stamp duty, registration and charges, and a loan estimate.",
};
