// `npm run eval -- ner-id`: conlleval entity-level exact-span micro P/R/F1 of the committed
// Indonesian tagger on the NERGrit dev split, PERSON/PLACE/ORGANISATION, plus per class.
import { runNerEval } from './_ner';

runNerEval('ner-id', 'id', 'ner-nergrit-id-dev.txt', 'two-column');
