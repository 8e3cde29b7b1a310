/** The longest value of each profile field, as the contract allows. */
export const MAX = { chamberNo: 50, email: 100, landline: 40, website: 100, about: 200, gst: 15, contactPerson: 50 } as const
