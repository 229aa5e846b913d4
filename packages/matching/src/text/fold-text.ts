/**
 * Cyrillic and Greek letters that look like Latin ones, used inside tokens that mix scripts (a
 * spoofed "Gаzprom" with a Cyrillic 'а'). Tokens written wholly in Cyrillic or Greek are transliterated
 * instead (see `transliteration`).
 */
const homoglyphs: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};

/** A plain transliteration of Russian/Ukrainian Cyrillic and Greek letters (lower case). */
const transliteration: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Letters NFKD does not decompose into a base letter. */
const specialLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
};

const latin = /[a-z]/;
const foreign = /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]/;

/**
 * One token with look-alike characters mapped: Cyrillic/Greek letters in a token that also has Latin
 * letters become their Latin look-alikes; an all-Cyrillic/Greek token is transliterated; a '0'
 * between letters of a word (not a number) becomes 'o'.
 */
function foldToken(token: string): string {
  let out = token;
  if (foreign.test(out)) {
    const table = latin.test(out) ? homoglyphs : transliteration;
    out = [...out].map((ch) => table[ch] ?? transliteration[ch] ?? ch).join('');
  }
  const letters = (out.match(/[a-z]/g) ?? []).length;
  const digits = (out.match(/[0-9]/g) ?? []).length;
  if (letters >= 2 && letters > digits) out = out.replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o');
  return out;
}

/**
 * Text as the matchers compare it: case folded, diacritics stripped (NFKD), look-alike characters
 * mapped, '&' read as 'and', every other punctuation or symbol a space (an apostrophe joins:
 * "Bank's" → "banks"), whitespace collapsed. `foldText('  Müller-Lüdenscheidt & Söhne ')` is
 * `'muller ludenscheidt and sohne'`.
 */
export function foldText(text: string): string {
  const lowered = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ]/g, (ch) => specialLetters[ch] ?? ch)
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (lowered === '') return '';
  return lowered.split(' ').map(foldToken).join(' ');
}
