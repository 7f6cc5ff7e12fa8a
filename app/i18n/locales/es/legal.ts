import type { Catalog } from "../../types.ts";

export default {
  privacyPolicy: {
    heading: "Política de privacidad",
    updated: "Última actualización: 1 de noviembre de 2025",
    intro:
      "Esta política explica qué datos personales trata Acaso cuando usas el videochat aleatorio y el resto del sitio, por qué lo hacemos, cuánto tiempo los conservamos y qué derechos tienes.",
    sections: [
      {
        title: "1. Responsable",
        paragraphs: [
          "El servicio Acaso es el responsable del tratamiento descrito aquí. Puedes escribirnos en cualquier momento desde la página de contacto; las solicitudes sobre tus datos se responden en un plazo máximo de 30 días.",
        ],
      },
      {
        title: "2. Datos que tratamos",
        paragraphs: [
          "Datos técnicos: dirección IP, tipo de navegador, idioma, dispositivo y las páginas que visitas, que recibe cualquier servidor web y que necesitamos para ofrecer el sitio y protegerlo frente a abusos.",
          "Datos del chat: un identificador temporal aleatorio, si tu cámara está activada y los datos de conexión necesarios para conectarte con otra persona. El vídeo y el audio viajan directamente entre los dos navegadores (de igual a igual) o a través de un servidor de retransmisión que no puede verlos; no grabamos tus conversaciones.",
          "Datos de contacto: el nombre, el correo electrónico, el asunto y el mensaje que nos envías con el formulario de contacto.",
          "Datos de cuenta, solo si creas una cuenta: correo electrónico, nombre de usuario y los ajustes que elijas.",
        ],
      },
      {
        title: "3. Para qué los tratamos",
        paragraphs: [
          "Para prestar el videochat y emparejarte con otros usuarios; para mantener la seguridad del servicio, lo que incluye revisar denuncias, aplicar las normas y evitar el spam y los abusos; para responder a tus mensajes; y, con estadísticas anónimas, para entender cómo se usa el sitio y mejorarlo.",
        ],
      },
      {
        title: "4. Controles de seguridad",
        paragraphs: [
          "Para proteger a los usuarios, el servicio puede analizar una imagen fija del vídeo al inicio de un chat o tras una denuncia, con el fin de detectar contenido que incumpla las normas. Estas imágenes se conservan solo el tiempo necesario para el control o para tramitar la denuncia y después se eliminan.",
        ],
      },
      {
        title: "5. Cookies y almacenamiento local",
        paragraphs: [
          "Usamos una cookie llamada i18n_redirected para recordar el idioma que eliges (válida durante un año), una cookie de sesión si inicias sesión y el almacenamiento local para ajustes como la frecuencia de los anuncios. Si la analítica está activada, un proveedor de analítica instala sus propias cookies para contar visitas; puedes bloquearlas en el navegador sin perder el acceso al chat.",
        ],
      },
      {
        title: "6. Comunicación de datos",
        paragraphs: [
          "No vendemos tus datos. Solo los compartimos con proveedores que alojan y operan el servicio por nosotros (servidores, servidores de retransmisión, correo), con socios publicitarios de forma agregada o seudonimizada, y con las autoridades cuando la ley lo exige o para proteger a alguien en peligro.",
        ],
      },
      {
        title: "7. Plazos de conservación",
        paragraphs: [
          "Los registros del servidor se conservan hasta 30 días. Las denuncias y las pruebas relacionadas, hasta 12 meses. Los mensajes de contacto, hasta 24 meses. Los datos de cuenta se conservan hasta que eliminas la cuenta.",
        ],
      },
      {
        title: "8. Tus derechos",
        paragraphs: [
          "Puedes solicitar el acceso, la rectificación, la supresión o la portabilidad de tus datos, oponerte a su tratamiento o limitarlo, y retirar tu consentimiento en cualquier momento. También tienes derecho a reclamar ante la autoridad de protección de datos. Usa la página de contacto para ejercer estos derechos.",
        ],
      },
      {
        title: "9. Menores",
        paragraphs: [
          "El videochat es solo para personas de 18 años o más. No recogemos datos de menores de forma consciente y los eliminamos en cuanto tenemos conocimiento de ello.",
        ],
      },
      {
        title: "10. Cambios",
        paragraphs: [
          "Podemos actualizar esta política cuando cambie el servicio. La fecha de arriba indica la versión más reciente; los cambios importantes se anuncian en el sitio.",
        ],
      },
    ],
  },
  rules: {
    heading: "Normas de la comunidad",
    updated: "Última actualización: 1 de noviembre de 2025",
    intro:
      "Acaso funciona porque las personas se tratan con respeto. Estas normas se aplican a todas las conversaciones; incumplirlas puede suponer una expulsión permanente.",
    sections: [
      {
        title: "1. Debes tener 18 años o más",
        paragraphs: [
          "El videochat es solo para adultos. Si tienes menos de 18 años, sal del sitio. Las cuentas y conexiones de menores se bloquean en cuanto las detectamos.",
        ],
      },
      {
        title: "2. Nada de desnudos ni contenido sexual",
        paragraphs: [
          "No muestres desnudos, actos sexuales ni contenido sexual explícito, ni pidas a otros que lo hagan. Es la norma que más se aplica y se aplica sin previo aviso.",
        ],
      },
      {
        title: "3. Respeta a la otra persona",
        paragraphs: [
          "Nada de insultos, acoso, amenazas ni odio por origen, religión, género, orientación sexual, discapacidad o cualquier otra característica. Si la conversación no va bien, pulsa siguiente.",
        ],
      },
      {
        title: "4. Nada ilegal ni peligroso",
        paragraphs: [
          "Nada de violencia, armas, drogas, autolesiones ni incitación al delito. Si alguien está en peligro, avisa a los servicios de emergencia locales.",
        ],
      },
      {
        title: "5. Sin spam ni publicidad",
        paragraphs: [
          "No uses el chat para hacer publicidad, recopilar contactos, enviar enlaces a otros sitios, vender productos ni ejecutar bots o scripts automáticos.",
        ],
      },
      {
        title: "6. Protege la privacidad",
        paragraphs: [
          "No grabes, fotografíes ni retransmitas a otros usuarios sin su permiso, y no publiques datos personales de nadie. Ten cuidado con lo que compartes sobre ti.",
        ],
      },
      {
        title: "7. No suplantes a nadie",
        paragraphs: [
          "No te hagas pasar por otra persona, no muestres vídeos grabados como si fueran en directo ni uses la cámara de otra persona.",
        ],
      },
      {
        title: "8. Denuncias y sanciones",
        paragraphs: [
          "Usa el botón de denuncia siempre que alguien incumpla estas normas: la conversación termina al momento y la denuncia se revisa. Según la gravedad, podemos advertir, suspender o expulsar de forma permanente a la persona, y comunicamos los delitos graves a las autoridades.",
        ],
      },
    ],
  },
  terms: {
    heading: "Términos del servicio",
    updated: "Última actualización: 1 de noviembre de 2025",
    intro:
      "Estos términos son el acuerdo entre tú y Acaso para el uso del sitio y del videochat aleatorio. Al usar el servicio los aceptas; si no estás de acuerdo, no lo utilices.",
    sections: [
      {
        title: "1. El servicio",
        paragraphs: [
          "Acaso empareja personas al azar para conversaciones en directo por vídeo y texto y ofrece funciones relacionadas, como salas de chat y páginas de contenido. El servicio es gratuito y puede financiarse con publicidad.",
        ],
      },
      {
        title: "2. Quién puede usarlo",
        paragraphs: [
          "Debes tener al menos 18 años y capacidad legal para aceptar estos términos. No puedes usar el servicio si ya has sido expulsado o si la ley de tu país lo prohíbe.",
        ],
      },
      {
        title: "3. Tu comportamiento",
        paragraphs: [
          "Te comprometes a seguir las normas de la comunidad, que forman parte de estos términos. Eres responsable de lo que muestras, dices y escribes en tus conversaciones.",
        ],
      },
      {
        title: "4. Conversaciones con desconocidos",
        paragraphs: [
          "Las personas que conoces no son seleccionadas ni verificadas por nosotros. Las conversaciones son en directo y no podemos controlarlas de antemano; usa el sentido común, no compartas información sensible y termina cualquier chat que te incomode.",
        ],
      },
      {
        title: "5. Moderación",
        paragraphs: [
          "Para mantener la seguridad del servicio podemos revisar denuncias, analizar imágenes del chat con fines de seguridad, terminar conversaciones y suspender o expulsar a usuarios que incumplan las normas, con o sin aviso previo.",
        ],
      },
      {
        title: "6. Cuentas",
        paragraphs: [
          "Si creas una cuenta, mantén tu contraseña en secreto y avísanos si sospechas un uso indebido. Puedes eliminar tu cuenta en cualquier momento; podemos cerrar las cuentas que incumplan estos términos.",
        ],
      },
      {
        title: "7. Propiedad intelectual",
        paragraphs: [
          "El nombre, el diseño y el software de Acaso nos pertenecen a nosotros o a nuestros licenciantes. Conservas los derechos sobre lo que creas, pero no puedes usar el servicio para infringir los derechos de otros.",
        ],
      },
      {
        title: "8. Disponibilidad y cambios",
        paragraphs: [
          "El servicio se ofrece tal cual y según disponibilidad. Podemos cambiar, suspender o eliminar funciones en cualquier momento y no garantizamos que funcione sin interrupciones ni errores.",
        ],
      },
      {
        title: "9. Responsabilidad",
        paragraphs: [
          "En la medida en que la ley lo permita, Acaso no responde del comportamiento de otros usuarios ni de daños indirectos derivados del uso del servicio. Nada en estos términos limita la responsabilidad que la ley no permite limitar.",
        ],
      },
      {
        title: "10. Cambios en estos términos y contacto",
        paragraphs: [
          "Podemos actualizar estos términos; la fecha de arriba indica la versión vigente y el uso continuado supone que la aceptas. Puedes enviar tus dudas sobre los términos desde la página de contacto.",
        ],
      },
    ],
  },
} satisfies Catalog<"legal">;
