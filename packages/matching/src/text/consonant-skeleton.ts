/**
 * A word's consonant skeleton: what it sounds like, without its vowels. Spellings of one sound are
 * folded (sch/sh → s, ph → f, ck/q/hard c → k, soft c/z → s, kh → k, th → t, w → v, x → ks), vowels and
 * a silent h dropped, doubled letters merged. Two words with one skeleton are spelt differently but
 * said alike ("Gazprom"/"Gasprom", "Qaeda"/"Qaida", "Sencora"/"Cencora", "Appel"/"Apple"): a
 * transliteration or a typo. Words that differ in a consonant ("Databook"/"Databank",
 * "Albatron"/"Albatros") are other names more often than typos.
 */
export function consonantSkeleton(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/sch|sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/kh/g, 'k')
    .replace(/th/g, 't')
    .replace(/z/g, 's')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/[aeiouyh]/g, '');
  return w.replace(/(.)\1+/g, '$1');
}
