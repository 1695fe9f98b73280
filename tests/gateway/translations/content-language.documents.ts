/** The shop API's documents of content-language.api.test.ts: what a page asks for, in the shopper's language. */
import { graphql } from '../../support/graphql';

export const PRODUCT_PAGE = graphql(`
  query ContentLanguageProductPage($slug: String!) {
    product(slug: $slug) {
      name
      excerpt
      description
      brand {
        name
      }
      type {
        name
        attributeGroups {
          name
          attributes {
            name
            values {
              name
            }
          }
        }
      }
      options {
        name
        values {
          name
        }
      }
      categories {
        name
        description
      }
    }
  }
`);
export const CATEGORY = graphql(`
  query ContentLanguageCategory($slug: String!) {
    category(slug: $slug) {
      name
      description
      children {
        name
      }
    }
  }
`);
export const SERVICE = graphql(`
  query ContentLanguageService {
    service(slug: "battery") {
      name
      summary
      description
      includes
      packages {
        name
        includes
      }
    }
  }
`);
export const BLOG = graphql(`
  query ContentLanguageBlog($slug: String!) {
    blogCategories {
      slug
      name
    }
    post(slug: $slug) {
      title
      excerpt
      body
      categories {
        name
      }
    }
  }
`);
export const SHOP = graphql(`
  query ContentLanguageShop {
    shop {
      name
      contact {
        address
      }
    }
  }
`);
export const CITY = graphql(`
  fragment ContentLanguageCity on ServiceCity {
    slug
    name
    workshopName
    address
  }
`);
export const WORKSHOPS = graphql(`
  query ContentLanguageWorkshops($product: String!) {
    service(slug: "battery") {
      cities {
        ...ContentLanguageCity
      }
    }
    serviceCities {
      ...ContentLanguageCity
    }
    product(slug: $product) {
      fittingServices {
        slug
        cities {
          ...ContentLanguageCity
        }
      }
    }
  }
`);
export const FILTERS = graphql(`
  query ContentLanguageFilters($filters: [ProductFilterInput!]) {
    products(filters: $filters, options: { limit: 2 }) {
      total
      filters {
        slug
        ... on CategoryFilter {
          items {
            slug
            name
            count
          }
        }
        ... on ListFilter {
          items {
            slug
            name
            count
          }
        }
      }
    }
  }
`);
export const CART = graphql(`
  query ContentLanguageCart($lines: [CartLineInput!]!) {
    cart(lines: $lines) {
      ...CartFields
    }
  }
`);
export const BOOK = graphql(`
  mutation ContentLanguageBook($input: BookServiceInput!) {
    bookService(input: $input) {
      booking {
        packageName
        city {
          ...ContentLanguageCity
        }
      }
      errors {
        code
        field
      }
    }
  }
`);
