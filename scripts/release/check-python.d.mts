export declare function metadataFields(text: string): Record<string, string[]>;
