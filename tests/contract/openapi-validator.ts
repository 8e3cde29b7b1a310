// The contract's validator lives with the provider verification kit, which runs without the test suite.
export { doc, operations, validateRequest, validateResponse } from '../../verify/contract'
