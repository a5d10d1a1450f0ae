// The original Porter stemmer (M.F. Porter, "An algorithm for suffix stripping", Program 14(3),
// 1980), steps 1a–5b as published, for lower-case English words. Words of one or two letters are
// returned unchanged, as in the reference implementation.

const step2list: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  abli: 'able',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
};

const step3list: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};

const c = '[^aeiou]'; // consonant
const v = '[aeiouy]'; // vowel
const C = c + '[^aeiouy]*'; // consonant sequence
const V = v + '[aeiou]*'; // vowel sequence

const mgr0 = new RegExp('^(' + C + ')?' + V + C); // [C]VC... is m>0
const meq1 = new RegExp('^(' + C + ')?' + V + C + '(' + V + ')?$'); // [C]VC[V] is m=1
const mgr1 = new RegExp('^(' + C + ')?' + V + C + V + C); // [C]VCVC... is m>1
const sV = new RegExp('^(' + C + ')?' + v); // vowel in stem

const step2re =
  /^(.+?)(ational|tional|enci|anci|izer|abli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti)$/;
const step3re = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
const step4re = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
const step4ion = /^(.+?)(s|t)(ion)$/;

/** Stems one lower-case English word with the original Porter algorithm. */
export function porterStem(word: string): string {
  if (word.length < 3) return word;
  let w = word;
  const firstY = w[0] === 'y';
  if (firstY) w = 'Y' + w.slice(1);

  // Step 1a
  let m: RegExpExecArray | null;
  if ((m = /^(.+?)(ss|i)es$/.exec(w))) w = m[1] + m[2];
  else if ((m = /^(.+?)([^s])s$/.exec(w))) w = m[1] + m[2];

  // Step 1b
  if ((m = /^(.+?)eed$/.exec(w))) {
    if (mgr0.test(m[1])) w = w.slice(0, -1);
  } else if ((m = /^(.+?)(ed|ing)$/.exec(w))) {
    const stem = m[1];
    if (sV.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      else if (new RegExp('^' + C + v + '[^aeiouwxy]$').test(w)) w += 'e';
    }
  }

  // Step 1c
  if ((m = /^(.+?)y$/.exec(w)) && sV.test(m[1])) w = m[1] + 'i';

  // Step 2
  if ((m = step2re.exec(w)) && mgr0.test(m[1])) w = m[1] + step2list[m[2]];

  // Step 3
  if ((m = step3re.exec(w)) && mgr0.test(m[1])) w = m[1] + step3list[m[2]];

  // Step 4
  if ((m = step4re.exec(w))) {
    if (mgr1.test(m[1])) w = m[1];
  } else if ((m = step4ion.exec(w))) {
    const stem = m[1] + m[2];
    if (mgr1.test(stem)) w = stem;
  }

  // Step 5a
  if ((m = /^(.+?)e$/.exec(w))) {
    const stem = m[1];
    if (mgr1.test(stem) || (meq1.test(stem) && !new RegExp('^' + C + v + '[^aeiouwxy]$').test(stem))) w = stem;
  }

  // Step 5b
  if (/ll$/.test(w) && mgr1.test(w)) w = w.slice(0, -1);

  if (firstY) w = 'y' + w.slice(1);
  return w;
}
