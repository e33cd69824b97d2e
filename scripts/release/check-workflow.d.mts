export declare const WORKFLOW: string;
export declare function inspectWorkflow(text: string): {
  problems: string[];
  calls: { job: string; step: string; args: string }[];
};
