/** The contact page's texts: the banner, the form's card, quick contact, the office and its map. */
export const contact = {
  metaTitle: "Contact Us",
  metaDescription:
    "Call, e-mail or message {{company}}, or visit our head office in {{city}}, {{state}}. {{hours}}.",
  eyebrow: "Contact",
  title: "Contact Us",
  intro:
    "Questions about a plot, a site visit or the documents? Send us a message, call or chat with us: our team in {{city}} will help you.",

  formTitle: "Send us a message",
  requiredNote: "Fields marked {{mark}} are required. We reply on working days.",
  requiredMark: "as required",

  quickContact: "Quick contact",
  callUs: "Call us",
  emailUs: "Email us",
  whatsApp: "WhatsApp",
  chatOnWhatsApp: "Chat with us on WhatsApp",
  visitUs: "Visit us",
  businessHours: "Business hours",

  findOffice: "Find our office",
  mapTitle: "Map of our head office in {{city}}",
  mapOnLargerScreens: "Map is available on larger screens",
  openMap: "Open the map on OpenStreetMap",
};
