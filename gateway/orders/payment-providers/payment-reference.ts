/** The order's reference in payments: what a bank transfer's remarks and a UPI note carry (GP-42). */
export const paymentReference = (orderNumber: number) => `GP-${orderNumber}`;
