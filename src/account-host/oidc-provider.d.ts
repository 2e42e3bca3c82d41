/**
 * The part of oidc-provider v9 that the account host uses. The package ships no types and @types/oidc-provider is
 * not a dependency, so the surface we rely on is declared here (and nothing more).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ProviderConfiguration = Record<string, unknown>;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId: string; uid: string; cookie: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Grant {
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** The request context oidc-provider passes to configuration callbacks (Koa context plus `oidc`). */
  export interface KoaContextWithOIDC {
    host: string;
    body: unknown;
    type: string;
    status: number;
    /** The request's path and query as it came in. */
    originalUrl: string;
    set(name: string, value: string): void;
    oidc: {
      provider: Provider;
      client?: { clientId: string; clientName?: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: InteractionResults;
      params?: Record<string, unknown>;
      [key: string]: unknown;
    };
  }

  export class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    /** Koa's request handler; its promise settles once the answer is handled (errors are answered, not thrown). */
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    /** Adds a Koa middleware before the provider's own routes. */
    use(
      middleware: (
        ctx: KoaContextWithOIDC & { set(name: string, value: string): void },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    /** Stores an interaction's result and answers the URL that continues the flow (instead of redirecting). */
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    /** The browser's session at this provider (from its cookie); `accountId` is absent when nobody signed in. */
    readonly Session: {
      get(ctx: { req: IncomingMessage; res: ServerResponse }): Promise<{ accountId?: string; loginTs?: number }>;
    };
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    SessionNotFound: new (description?: string) => Error;
    OIDCProviderError: new (status: number, message: string) => Error;
  };

  export default Provider;
}
