/**
 * An amount of rupees in words, as Indian invoices and cheques write it (Indian numbering:
 * thousand, lakh = 1,00,000, crore = 1,00,00,000). The exact wording:
 * - "Rupees " + the rupees in words + " Only": 1,23,456.00 → "Rupees One Lakh Twenty-Three
 *   Thousand Four Hundred Fifty-Six Only";
 * - with paise: "… and Seventy-Eight Paise Only"; paise only: "Rupees Zero and Five Paise Only";
 * - nothing: "Rupees Zero Only";
 * - "Rupees" and "Paise" are always written so, also for one ("Rupees One Only"), as on cheques;
 * - each word capitalised, tens and units joined by a hyphen ("Twenty-Three"), no "and" inside
 *   the rupees (the one "and" comes before the paise);
 * - above 99 crore the crores are counted in words themselves ("One Hundred Twenty-Three Crore").
 */

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99. */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${UNITS[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${UNITS[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with Indian numbering; 0 is "Zero". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return UNITS[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Integer paise → "Rupees … and … Paise Only" (see the wording above). */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
