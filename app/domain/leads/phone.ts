/**
 * Phone numbers as visitors type them, stored in one form (E.164, "+919876543210") so the sales
 * team can search, deduplicate and dial them. Shared by the browser and the server.
 */

// Separators people put between digit groups; anything else (letters, "ext") is not a number.
const separators = /[\s\-.()/]/g;
const indianMobile = /^[6-9]\d{9}$/;
// An Indian national number: a mobile, or a landline whose STD code (without the trunk 0) and
// subscriber number make ten digits (044 2345 6789, 080 2345 6789). Numbers starting with 0 or 1
// are trunk prefixes or service numbers, never a subscriber.
const indianNational = /^[2-9]\d{9}$/;

export function normalizeIndianPhone(input: string): string | null {
  const compact = input.trim().replace(separators, "");
  if (compact.length === 0 || compact.length > 20) return null;

  let international: string | null = null;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (!/^\d+$/.test(compact)) return null;

  if (international !== null) {
    if (international.startsWith("91")) {
      // "+91 (0)44 ..." keeps the trunk 0 some people write after the country code.
      const national = international.slice(2).replace(/^0/, "");
      return indianNational.test(national) ? `+91${national}` : null;
    }
    // Other countries (buyers abroad): E.164 allows up to 15 digits, and none is shorter than 8.
    return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
  }

  const digits = compact;
  // Without a + only the forms an Indian visitor writes: 98765 43210, 098765 43210 or
  // 044 2345 6789 (with the trunk 0), and 91 98765 43210. Bare ten digits must be a mobile, so a
  // landline typed without its 0 or a random number is not mistaken for one.
  if (indianMobile.test(digits)) return `+91${digits}`;
  if (digits.length === 11 && digits.startsWith("0") && indianNational.test(digits.slice(1))) {
    return `+91${digits.slice(1)}`;
  }
  if (digits.length === 12 && digits.startsWith("91") && indianMobile.test(digits.slice(2))) {
    return `+${digits}`;
  }
  return null;
}
