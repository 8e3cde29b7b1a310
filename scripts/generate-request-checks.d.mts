/** The tolerance of every `multipleOf` check of the contract (ajv's `multipleOfPrecision`). */
export declare const MULTIPLE_OF_PRECISION: number
