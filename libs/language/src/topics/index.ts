export { extractTopics, similarity, type Topic, type ExtractTopicsOptions } from './extract';
