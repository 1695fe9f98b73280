/** The shop API documents of the installation-with-a-part tests (installation.api.test.ts). */
import { graphql } from '../../support/graphql';

export const CART = graphql(`
  query InstallationCart($lines: [CartLineInput!]!) {
    cart(lines: $lines) {
      lines {
        id
        installation {
          packageId
          package {
            id
            name
          }
          city
          workshop {
            name
          }
          slotStart
          slotEnd
          remaining
          price {
            amount
          }
        }
        errors {
          code
          field
        }
      }
      subtotal {
        amount
      }
      totals {
        type
        price {
          amount
        }
      }
      total {
        amount
      }
      ready
    }
  }
`);
export const ORDER_INSTALLATIONS = graphql(`
  fragment OrderInstallations on CheckoutPayload {
    order {
      id
      number
      token
      total {
        amount
      }
      totals {
        type
        price {
          amount
        }
      }
      installations {
        itemIndex
        booking {
          reference
          status
          packageName
          price {
            amount
          }
          slotStart
          contactEmail
          contactPhone
          orderNumber
          cancellable
          city {
            slug
          }
        }
      }
    }
  }
`);
export const CHECKOUT = graphql(`
  mutation InstallationCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      ...OrderInstallations
      errors {
        code
        field
      }
    }
  }
`);
export const BY_TOKEN = graphql(`
  query InstallationByToken($token: String!) {
    orderByToken(token: $token) {
      installations {
        booking {
          reference
          contactEmail
          contactPhone
        }
      }
    }
  }
`);
export const PACKAGES = graphql(`
  query Packages {
    service(slug: "battery") {
      packages {
        id
        partInstallation
        price {
          amount
        }
      }
    }
  }
`);
