import { legalBlocks } from '@store/contract';

/**
 * A legal page's plain text as headings and paragraphs. Only text nodes: whatever the owner typed
 * (angle brackets, "<script>") shows as typed, never as markup.
 */
export function LegalText({ body }: { body: string }) {
  return (
    <div className="flex max-w-3xl flex-col gap-3 leading-relaxed [overflow-wrap:break-word]">
      {legalBlocks(body).map((block, i) =>
        block.kind === 'heading' ? (
          <h2 key={i} className="mt-4 text-xl font-semibold">
            {block.text}
          </h2>
        ) : (
          <p key={i} className="whitespace-pre-line">
            {block.lines.join('\n')}
          </p>
        ),
      )}
    </div>
  );
}
