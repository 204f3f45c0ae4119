// Placeholder: the API reference work replaces this with the TypeDoc run.
console.log("generate: nothing to generate yet");
