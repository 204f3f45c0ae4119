/** The message `npm run generate` sends the MDX precompile once the API model is on disk. */
export const API_MODEL_READY = "api-model-ready";
