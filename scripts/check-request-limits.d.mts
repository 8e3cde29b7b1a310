/** Every request value of the contract without a limit, as "where: what is missing" (empty when all have one). */
export declare function missingLimits(file?: string): string[]
