/** A sentence of tokens with their (BIO) tags. */
export interface TaggedSentence {
  tokens: string[];
  tags: string[];
  /** Index of the document the sentence belongs to (CoNLL -DOCSTART- boundaries), when known. */
  doc?: number;
}

/**
 * Parses CoNLL-2003 style text (`token POS chunk NER` per line, blank line between sentences,
 * `-DOCSTART-` lines between documents). Tags are returned as found (IOB1 for CoNLL-2003);
 * use {@link iob1ToBio}.
 */
export function parseConll(text: string): TaggedSentence[] {
  const out: TaggedSentence[] = [];
  let tokens: string[] = [];
  let tags: string[] = [];
  let doc = 0;
  const flush = () => {
    if (tokens.length) out.push({ tokens, tags, doc });
    tokens = [];
    tags = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const cols = line.split(/\s+/);
    if (cols[0] === '-DOCSTART-') {
      flush();
      doc += 1;
      continue;
    }
    tokens.push(cols[0]);
    tags.push(cols[cols.length - 1]);
  }
  flush();
  return out;
}

/** Parses `token<TAB>tag` lines with blank lines between sentences (NERGrit / IndoNLU). */
export function parseTwoColumn(text: string): TaggedSentence[] {
  const out: TaggedSentence[] = [];
  let tokens: string[] = [];
  let tags: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (!line.trim()) {
      if (tokens.length) out.push({ tokens, tags });
      tokens = [];
      tags = [];
      continue;
    }
    const tab = line.lastIndexOf('\t');
    tokens.push(tab >= 0 ? line.slice(0, tab) : line);
    tags.push(tab >= 0 ? line.slice(tab + 1).trim() : 'O');
  }
  if (tokens.length) out.push({ tokens, tags });
  return out;
}

/** IOB1 (I- begins an entity unless it continues one of the same type; B- only between two) to BIO. */
export function iob1ToBio(tags: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i];
    if (tag === 'O' || tag.length < 3) {
      out.push('O');
      continue;
    }
    const type = tag.slice(2);
    const prev = i > 0 ? tags[i - 1] : 'O';
    const continues = tag.startsWith('I-') && prev !== 'O' && prev.slice(2) === type;
    out.push(`${continues ? 'I' : 'B'}-${type}`);
  }
  return out;
}
