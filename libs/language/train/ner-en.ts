// `npm run train -- ner-en [--epochs=N]`: rebuilds models/ner-en.bin (averaged structured
// perceptron) from the CoNLL-2003 English training set; prints the dev-set scores.
// Data: Reuters corpus via CoNLL-2003, research use only (see ../shared/eval/README.md).
import { trainAndSave } from './_ner';

trainAndSave({
  lang: 'en',
  format: 'conll',
  train: 'ner-conll2003-en-train.txt',
  dev: 'ner-conll2003-en-dev.txt',
  epochs: 10,
  licence: 'Trained on CoNLL-2003 English (Reuters corpus): research use only.',
});
