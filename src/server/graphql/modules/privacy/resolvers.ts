/**
 * Resolvers of the privacy module: thin — take the session's account and the request's brand, ask the privacy domain
 * and map its answer. Asking for an export hands the job the request's translations and portal origin, so the
 * mail and the summary speak the subscriber's language whichever instance prepares it.
 */
import { dataExportStatus, exportTexts, requestDataExport, type DataExportView } from '../../../domain/privacy';
import { portalOrigin } from '../../../account-host-url';
import { sendJob } from '../../../ports/background-jobs';
import { fileStorage } from '../../../ports/file-storage';
import type { DataExport, DataExportState, Resolvers } from '../../generated/resolvers-types';
import { ownerScope } from '../../owner';

/** Maps the domain's view of an export to the schema's DataExport. */
export function toDataExport(view: DataExportView): DataExport {
  return {
    state: view.state.toUpperCase() as DataExportState,
    progress: view.progress,
    requestedAt: view.requestedAt?.toISOString() ?? null,
    expiresAt: view.expiresAt?.toISOString() ?? null,
    size: view.size,
  };
}

export const privacyResolvers: Resolvers = {
  Query: {
    dataExport: async (_parent, _args, ctx) => toDataExport(await dataExportStatus(ctx.db, ownerScope(ctx).accountId)),
  },
  Mutation: {
    requestDataExport: async (_parent, _args, ctx) => {
      const who = ownerScope(ctx);
      const brand = ctx.locals.brand!;
      const result = await requestDataExport(
        ctx.db,
        {
          accountId: who.accountId,
          brandKey: who.brandKey,
          texts: exportTexts(ctx.locals.translations),
          origin: portalOrigin(brand),
        },
        { storage: fileStorage(), enqueue: sendJob },
      );
      return result.ok ? { ...result, dataExport: toDataExport(result.dataExport) } : result;
    },
  },
};
