/**
 * The home page's texts: its sections (track record, why choose us, testimonials, the buying
 * steps, the enquiry section), and the setup panel and sample content notices that the home page
 * shares with the project and blog lists.
 */
export const home = {
  metaTitle: "DTCP Approved Plots in Tamil Nadu and Bangalore",
  metaDescription:
    "{{company}}: DTCP approved, RERA registered residential plots with clear titles in Chennai, Coimbatore, Ramanathapuram and the Bangalore outskirts. Site visits, bank loans and registration support.",

  trackRecord: "Our track record",
  statYears: "Years of Experience",
  statProjects: "Projects",
  statCustomers: "Happy Customers",
  statSatisfaction: "Satisfaction",

  projectsEyebrow: "Our projects",
  projectsTitle: "Current projects",
  projectsIntro:
    "Approved layouts with clear titles, ready for registration. Compare prices, plot sizes and how many plots are left.",
  viewAllProjects: "View all projects",

  whyEyebrow: "Why choose us",
  whyTitle: "Why families trust {{company}}",
  whyIntro: "Land is the largest purchase most families make. We make it safe, clear and simple.",
  reasonApprovedTitle: "DTCP Approved & RERA Registered",
  reasonApprovedText:
    "Every layout is approved by the Directorate of Town and Country Planning and registered under RERA, so your plot can be registered, financed and built on.",
  reasonTitlesTitle: "Clear Titles",
  reasonTitlesText:
    "Parent documents, encumbrance certificates and patta are verified by independent advocates and shared with you before you pay an advance.",
  reasonLocationsTitle: "Prime Locations",
  reasonLocationsText:
    "Layouts close to main roads, schools, hospitals and industrial hubs, chosen for daily convenience and steady appreciation.",
  reasonLoansTitle: "Bank Loan Assistance",
  reasonLoansText:
    "Our approved layouts qualify for plot loans from leading banks, and we help you with the application and the paperwork.",
  reasonPricingTitle: "Transparent Pricing",
  reasonPricingText:
    "One clear price per square foot, with registration and other charges listed upfront. No hidden costs at any stage.",
  reasonSupportTitle: "After-Sale Support",
  reasonSupportText:
    "Help with patta transfer, electricity and water connections and building approvals, long after registration day.",
  andWithEveryPlot: "And with every plot",
  benefitSiteVisits: "Free guided site visits",
  benefitDocuments: "Documents shared for your lawyer's review before booking",
  benefitInfrastructure: "Roads, street lights and drainage laid before sale",
  benefitPayment: "Flexible payment schedule from booking to registration",
  benefitVastu: "Vastu compliant plot layouts",
  benefitManager: "One relationship manager from first call to handover",

  testimonialsEyebrow: "Testimonials",
  testimonialsTitle: "What our buyers say",
  testimonialsIntro: "Families across Tamil Nadu and Bangalore who bought their plot with us.",
  rating: "Rated {{rating}} out of 5",

  stepsEyebrow: "Simple and transparent",
  stepsTitle: "How buying a plot with us works",
  stepsIntro: "Five clear steps from your first visit to the day the land is yours.",
  stepNumber: "Step {{number}}: ",
  stepVisitTitle: "Site visit",
  stepVisitText:
    "Walk the layout with our team, see the roads, boundaries and surroundings, and shortlist your plots.",
  stepDocumentsTitle: "Document verification",
  stepDocumentsText:
    "Take copies of the approvals, title deeds and encumbrance certificate to your lawyer. We answer every question.",
  stepBookingTitle: "Booking",
  stepBookingText:
    "Reserve your plot with a booking advance and a written agreement, with the price locked in.",
  stepRegistrationTitle: "Registration",
  stepRegistrationText:
    "Register the sale deed at the Sub-Registrar office. We prepare the paperwork and coordinate your bank loan.",
  stepHandoverTitle: "Handover",
  stepHandoverText:
    "Receive the original documents, get the patta in your name, and build whenever you are ready.",

  enquiryEyebrow: "Enquire now",
  enquiryTitle: "Plan a site visit or ask us anything",
  enquiryIntro:
    "Tell us where and how big you would like your plot to be. Our team will call you back with prices, available plots and a convenient time to visit.",

  setupRequired: "Setup Required",
  setupProjectsText:
    "Projects and blog posts are added by an administrator in the back office. To see the site with content straight away, an administrator can load the sample content: four sample projects with five blog posts, or only the five blog posts.",
  setupBlogsText:
    "Blog posts are written by an administrator in the back office. To see the blog with content straight away, an administrator can load five sample blog posts.",
  setupSignIn:
    "You will be asked to sign in as an administrator first. Adding the samples takes about 20 seconds.",
  addSampleProjectsAndBlogs: "Add Sample Projects + Blogs",
  addSampleBlogsOnly: "Add Sample Blogs Only",
  addingSampleContent: "Adding sample content...",

  sampleAddedAll: "Sample projects and blogs added successfully!",
  sampleAddedBlogs: "Sample blogs added successfully! You can view them at {{blogsPath}}",
  sampleFailedAll: "Failed to add sample data. Please check your backend configuration and security rules.",
  sampleFailedBlogs:
    "Failed to add sample blogs. Please check your backend configuration and security rules.",
  dismiss: "Dismiss",
};
