/** The about page's texts: the banner, the story and its numbers, the values and the mission. */
export const about = {
  metaTitle: "About Us",
  metaDescription:
    "Founded in {{year}}, {{company}} has completed {{projects}} DTCP approved, RERA registered plot projects for {{customers}} happy customers across Tamil Nadu.",
  eyebrow: "About us",
  title: "Helping families own land with confidence since {{year}}",
  intro:
    "{{company}} develops DTCP approved, RERA registered residential plots with clear titles across Tamil Nadu and the Bangalore outskirts.",

  storyTitle: "Our Story",
  storyBeginning:
    "{{company}} was founded in {{year}} with a simple belief: buying land is the largest purchase most families ever make, so it should be safe, clear and free of surprises. Our first project, in {{city}}, sold plots with every approval in hand and every document open to inspection.",
  storyToday:
    "That way of working has not changed. In {{years}} years we have completed {{projects}} projects and welcomed {{customers}} customers, and {{satisfaction}} of them tell us they are satisfied with how we looked after them.",
  statYears: "Years of Experience",
  statProjects: "Projects Completed",
  statCustomers: "Happy Customers",
  statSatisfaction: "Customer Satisfaction",

  valuesTitle: "Our values",
  valueTrustTitle: "Trust & Transparency",
  valueTrustText:
    "Clear titles, DTCP approval and RERA registration on every plot, and every document shared with you before you pay.",
  valueQualityTitle: "Quality Assurance",
  valueQualityText:
    "Roads, drainage, street lights and boundaries are built to the approved layout before we hand over a plot.",
  valueCustomerTitle: "Customer First",
  valueCustomerText:
    "From the first site visit to registration, one team answers your questions and helps with bank loans and paperwork.",
  valueGrowthTitle: "Growth Partnership",
  valueGrowthText:
    "We choose locations with real growth ahead, so the land you buy today keeps its value for your family.",

  missionTitle: "Our Mission",
  missionText:
    "To help every family own land with confidence: legally clear, fairly priced plots in well-planned communities, with honest advice at every step.",
  viewOurProjects: "View Our Projects",
  contactUs: "Contact Us",
};
