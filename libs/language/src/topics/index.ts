export { extractTopics, similarity, type Topic, type ExtractTopicsOptions } from './extract';
export { stopWords, topicLanguage, type TopicLanguage } from './stopwords';
