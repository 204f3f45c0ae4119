import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { assetRecovery } from "./shell/asset-recovery/install-recovery";

// React Router's default client entry plus one instrumentation: recovery from
// route assets that fail to load (app/lib/asset-recovery).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[assetRecovery]} />
    </StrictMode>,
  );
});
