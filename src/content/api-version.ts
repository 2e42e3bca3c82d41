/** The Sanity API version the portal speaks, for the content integration and every content client. */
export const SANITY_API_VERSION = '2023-03-07';
