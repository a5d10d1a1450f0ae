// `npm run eval -- ner-en`: conlleval entity-level exact-span micro P/R/F1 of the committed
// English tagger on the CoNLL-2003 dev set (eng.testa), PER/LOC/ORG/MISC, plus per class.
import { runNerEval } from './_ner';

runNerEval('ner-en', 'en', 'ner-conll2003-en-dev.txt', 'conll');
