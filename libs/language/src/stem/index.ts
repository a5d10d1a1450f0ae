export { porterStem } from './porter';
