import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return "";
}

export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const { t } = useTranslation("ai");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className ?? "button button--secondary button--small"}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? t("form.copied") : label}
    </button>
  );
}

function CodeBlock({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("ai");
  const code = textOf(children).replace(/\n$/, "");
  return (
    <div className="md-code">
      <CopyButton text={code} label={t("chat.copyCode")} className="md-code__copy" />
      <pre>{children}</pre>
    </div>
  );
}

const components: Components = {
  pre: ({ children }) => <CodeBlock>{children}</CodeBlock>,
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
    </a>
  ),
  // An answer's images would be requests to hosts the AI chose: shown as links instead.
  img: ({ src, alt }) =>
    typeof src === "string" ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow ugc">
        {alt || src}
      </a>
    ) : null,
};

/**
 * An AI answer as Markdown (GitHub flavour: tables, lists, code blocks with a copy button).
 * react-markdown builds React elements and never injects HTML: raw HTML in an answer is dropped
 * (skipHtml) and unsafe URLs (javascript:, data:) are removed by its default URL filter.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="md">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
