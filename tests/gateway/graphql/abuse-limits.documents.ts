/** The shop API's documents of abuse-limits.api.test.ts: cheap lists, and the operations of issue #21. */
import { graphql } from '../../support/graphql';

export const VEHICLES_OF_100 = graphql(`
  query AbuseLimitsVehiclesOf100 {
    products(options: { limit: 100 }) {
      items {
        compatibleVehicles {
          id
          make
          model
          year
          engine
        }
      }
    }
  }
`);
export const VEHICLE_IDS_OF_100 = graphql(`
  query AbuseLimitsVehicleIdsOf100 {
    products(options: { limit: 100 }) {
      items {
        compatibleVehicles {
          id
        }
      }
    }
  }
`);
export const TOO_MANY_VEHICLES = graphql(`
  query AbuseLimitsTooManyVehicles {
    product(slug: "x") {
      compatibleVehicles(limit: 5001) {
        id
      }
    }
  }
`);

// Each takes the value under test as $v.
export const ADD_ADDRESS = graphql(`
  mutation AbuseLimitsAddAddress($v: String!) {
    addAddress(
      input: {
        firstName: $v
        lastName: "K"
        address1: "1 Road"
        city: "Pune"
        country: "IN"
        state: "MH"
        postcode: "411001"
        email: "a@example.in"
        phone: "9876543210"
      }
    ) {
      errors {
        code
      }
    }
  }
`);
export const EDIT_PROFILE = graphql(`
  mutation AbuseLimitsEditProfile($v: String!) {
    editProfile(email: "a@example.in", firstName: $v) {
      errors {
        code
      }
    }
  }
`);
export const CATEGORY = graphql(`
  query AbuseLimitsCategory($v: String!) {
    category(slug: $v) {
      slug
    }
  }
`);
export const SERVICE = graphql(`
  query AbuseLimitsService($v: String!) {
    service(slug: $v) {
      slug
    }
  }
`);
export const VEHICLE = graphql(`
  query AbuseLimitsVehicle($v: ID!) {
    vehicle(id: $v) {
      id
    }
  }
`);
export const VEHICLE_MODELS = graphql(`
  query AbuseLimitsVehicleModels($v: String!) {
    vehicleModels(year: 2020, make: $v) {
      slug
    }
  }
`);
export const SUBSCRIBE = graphql(`
  mutation AbuseLimitsSubscribe($v: String!) {
    subscribeNewsletter(email: $v) {
      errors {
        code
      }
    }
  }
`);
export const RESET_REQUEST = graphql(`
  mutation AbuseLimitsResetRequest($v: String!) {
    requestPasswordReset(email: $v) {
      errors {
        code
      }
    }
  }
`);
export const FEATURED = graphql(`
  query AbuseLimitsFeatured($v: String!) {
    featuredProducts(category: $v) {
      id
    }
  }
`);
export const ANALOGS_BY_SLUG = graphql(`
  query AbuseLimitsAnalogsBySlug($v: String!) {
    productAnalogs(slug: $v) {
      id
    }
  }
`);
export const PRODUCTS_BY_IDS = graphql(`
  query AbuseLimitsProductsByIds($v: ID!) {
    productsByIds(ids: [$v]) {
      id
    }
  }
`);
export const RELATED = graphql(`
  query AbuseLimitsRelated($v: ID!) {
    relatedProducts(productId: $v) {
      id
    }
  }
`);
export const ANALOGS = graphql(`
  query AbuseLimitsAnalogs($v: ID!) {
    productAnalogs(productId: $v) {
      id
    }
  }
`);

export const PLACED = graphql(`
  fragment AbuseLimitsPlaced on CheckoutPayload {
    order {
      number
    }
    errors {
      code
    }
  }
`);
/** Twenty checkouts in one request (aliases): each one counts. */
export const TWENTY_CHECKOUTS = graphql(`
  mutation AbuseLimitsTwentyCheckouts($input: CheckoutInput!) {
    c0: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c1: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c2: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c3: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c4: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c5: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c6: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c7: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c8: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c9: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c10: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c11: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c12: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c13: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c14: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c15: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c16: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c17: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c18: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
    c19: checkout(input: $input) {
      ...AbuseLimitsPlaced
    }
  }
`);
