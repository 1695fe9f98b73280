/** A saved address as the gateway answers it (Bengaluru, Karnataka, India). */
export const SAVED_ADDRESS = {
  __typename: 'Address' as const,
  id: 'a1',
  firstName: 'Asha',
  lastName: 'Rao',
  company: null,
  country: 'IN',
  address1: '12, 4th Main, Jayanagar',
  address2: null,
  landmark: null,
  city: 'Bengaluru',
  state: 'KA',
  postcode: '560041',
  email: 'asha@example.in',
  phone: '+91 98450 12345',
  default: true,
};
