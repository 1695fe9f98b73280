import { graphql } from './graphql';

/**
 * Shop operations the browser tests ask beside the pages they visit (to pick seeded data, or to
 * check what the shop answers after a change), as typed documents (docs/decisions/002). Send them
 * with `askShop` (from the test process) or `shopOperation` (a browser context's request client)
 * from tests/support/shopper-data.ts.
 */
export const PRODUCT = graphql(`
  query E2eProduct($slug: String!) {
    product(slug: $slug) {
      id
      slug
      name
      stock
      options {
        name
        values {
          name
        }
      }
    }
  }
`);

export const ORDER_TOTAL = graphql(`
  query E2eOrderTotal($token: String!) {
    orderByToken(token: $token) {
      total {
        amount
      }
    }
  }
`);

export const VEHICLES = graphql(`
  query E2eVehicles($year: Int!, $make: String!, $model: String!) {
    vehicles(year: $year, make: $make, model: $model) {
      id
    }
  }
`);

export const ADD_USER_VEHICLE = graphql(`
  mutation E2eAddUserVehicle($id: ID!) {
    addUserVehicle(vehicleId: $id) {
      errors {
        code
      }
    }
  }
`);

export const CURRENCIES = graphql(`
  query E2eCurrencies {
    currencies {
      code
      rate
    }
  }
`);

export const LATEST_POST = graphql(`
  query E2eLatestPost {
    latestPosts(limit: 1) {
      slug
    }
  }
`);

export const BRANDS = graphql(`
  query E2eBrands {
    brands {
      slug
    }
  }
`);

export const DEPARTMENTS = graphql(`
  query E2eDepartments {
    categories {
      slug
    }
  }
`);

export const CATEGORY_NAME = graphql(`
  query E2eCategoryName($slug: String!) {
    category(slug: $slug) {
      name
    }
  }
`);
