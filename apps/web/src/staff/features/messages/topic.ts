const topics = ['truffle_hunt', 'wine_tasting', 'groups_events', 'other'] as const;

/** The catalogue key of a contact form topic; no topic (or an unknown one) is a general enquiry. */
export const topicKey = (subject: string | null): string => (subject && (topics as readonly string[]).includes(subject) ? subject : 'general');
