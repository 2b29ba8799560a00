/**
 * The parameters of the WhatsApp templates sent to buyers (app/domain/whatsapp), in the language of
 * the template's translation they get.
 */
export const whatsapp = {
  ourProjects: "our projects",
  projectPlot: "{{project}}, plot {{plot}}",
};
