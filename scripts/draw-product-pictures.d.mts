// Types of draw-product-pictures.mjs for the server test that checks the committed pictures.
export declare const productPictures: ReadonlyArray<{ file: string; bg: string; label: string; closeUp: [number, number, number] }>;
export declare function drawProductPictures(): Map<string, string>;
