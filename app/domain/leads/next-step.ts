/** A lead's next step (issue "One inbox"): its form's rules and texts, and what a new lead starts with. */
export const nextStepRules = { nextStep: { required: true, maxLength: 200 } } as const;

export const nextStepMessages = {
  step: "Please say what is to be done next.",
  stepLength: "Please keep the next step under 200 characters.",
  due: "Please choose when it is due.",
  saved: "Next step saved.",
} as const;

/** A new lead's first step: someone calls the buyer, at once. */
export const firstStep = "Call the buyer";
