/** The share images' texts (app/domain/share): what a link's preview says over its picture. */
export const share = {
  priceFrom: "From {{price}}",
  registration: "TNRERA registration {{number}}",
};
