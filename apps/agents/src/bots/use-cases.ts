/** The agent use cases of spec 01, exactly as a client sends them. */
export const USE_CASES = [
  'Customer Service',
  'Sales',
  'Marketing',
  'HR',
  'IT Support',
  'Education',
  'Healthcare',
  'Finance',
  'Legal',
  'Other',
] as const;

export type UseCase = (typeof USE_CASES)[number];
