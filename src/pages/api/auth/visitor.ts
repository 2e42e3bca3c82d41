/**
 * GET /api/auth/visitor — who is signed in, for the signed-in header of a shared (prebuilt) page
 * (src/features/login/signed-in-header.ts): `{ signedIn: true, email }`, or `{ signedIn: false }` with the signed-in
 * hint removed. Never stored by a browser or a CDN. The middleware has read (and rolled) the session.
 */
import type { APIRoute } from 'astro';
import { visitorAnswer } from '../../../server/auth/portal-handlers';

export const prerender = false;

export const GET: APIRoute = ({ locals, url }) => visitorAnswer(locals.account, url.hostname);
